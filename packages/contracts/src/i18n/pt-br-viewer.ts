import type { enUsViewerStrings } from './en-us-viewer';
import type { TranslatedStrings } from './translated-strings';

/** pt-BR strings of the document viewer. */
export const ptBrViewerStrings: TranslatedStrings<typeof enUsViewerStrings> = {
  title: 'Visualizador de documentos',
  region: 'Documento {{fileName}}',
  download: 'Baixar',
  downloadFile: 'Baixar {{fileName}}',
  downloadFailed: 'Não foi possível baixar o documento: {{message}}',
  loading: 'Carregando documento…',
  loadFailed: 'Não foi possível carregar o documento',
  retry: 'Tentar novamente',
  imageAlt: '{{fileName}}',
  pdfTitle: 'Documento PDF {{fileName}}',
  legacyOfficeTitle: 'Este arquivo não pode ser exibido aqui',
  legacyOffice:
    'Arquivos no formato antigo .{{extension}} não podem ser exibidos no portal. Baixe o arquivo para abri-lo no Microsoft Office ou em um aplicativo compatível.',
  unsupportedTitle: 'Este tipo de arquivo não pode ser exibido aqui',
  unsupported: 'Baixe o arquivo para abri-lo com um aplicativo do seu computador.',
  unreadableTitle: 'Este documento não pode ser exibido',
  unreadable:
    'Não foi possível ler o arquivo no formato que {{fileName}} indica. Baixe-o para abri-lo no seu computador.',
  downloadToOpen: 'Baixar para abrir',
  contentOf: 'Conteúdo de {{fileName}}',
  emptyDocument: 'Este documento não contém texto para exibir.',
  sheets: 'Planilhas',
  sheetTable: 'Planilha {{sheet}}',
  emptySheet: 'Esta planilha está vazia.',
  truncatedSheet: 'Exibindo as primeiras {{shown}} de {{total}} linhas. Baixe o arquivo para ver tudo.',
  column: 'Coluna {{column}}',
  slides: 'Slides',
  slideHeading: 'Slide {{number}} de {{count}}',
  slideTitled: 'Slide {{number}} de {{count}}: {{title}}',
  emptySlide: 'Este slide não tem texto.',
};
