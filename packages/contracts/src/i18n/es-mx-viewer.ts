import type { enUsViewerStrings } from './en-us-viewer';
import type { TranslatedStrings } from './translated-strings';

/** Spanish strings of the document viewer. */
export const esMxViewerStrings: TranslatedStrings<typeof enUsViewerStrings> = {
  title: 'Visor de documentos',
  region: 'Documento {{fileName}}',
  download: 'Descargar',
  downloadFile: 'Descargar {{fileName}}',
  downloadFailed: 'No se pudo descargar el documento: {{message}}',
  loading: 'Cargando documento…',
  loadFailed: 'No se pudo cargar el documento',
  retry: 'Reintentar',
  imageAlt: '{{fileName}}',
  pdfTitle: 'Documento PDF {{fileName}}',
  legacyOfficeTitle: 'Este archivo no se puede mostrar aquí',
  legacyOffice:
    'Los archivos con el formato antiguo .{{extension}} no se pueden mostrar en el portal. Descargue el archivo para abrirlo en Microsoft Office o en una aplicación compatible.',
  unsupportedTitle: 'Este tipo de archivo no se puede mostrar aquí',
  unsupported: 'Descargue el archivo para abrirlo con una aplicación de su computadora.',
  unreadableTitle: 'Este documento no se puede mostrar',
  unreadable:
    'No se pudo leer el archivo con el formato que indica {{fileName}}. Descárguelo para abrirlo en su computadora.',
  downloadToOpen: 'Descargar para abrir',
  contentOf: 'Contenido de {{fileName}}',
  emptyDocument: 'Este documento no contiene texto para mostrar.',
  sheets: 'Hojas',
  sheetTable: 'Hoja {{sheet}}',
  emptySheet: 'Esta hoja está vacía.',
  truncatedSheet: 'Se muestran las primeras {{shown}} de {{total}} filas. Descargue el archivo para ver todo.',
  column: 'Columna {{column}}',
  slides: 'Diapositivas',
  slideHeading: 'Diapositiva {{number}} de {{count}}',
  slideTitled: 'Diapositiva {{number}} de {{count}}: {{title}}',
  emptySlide: 'Esta diapositiva no tiene texto.',
};
