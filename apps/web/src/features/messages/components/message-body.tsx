import { Typography } from '@mantine/core';

/**
 * A message's body. The server sanitized the HTML when the admin saved it (paragraphs, emphasis, lists and
 * links only, links opening in a new tab), so it is shown as markup.
 */
export function MessageBody({ html }: { html: string }) {
  return <Typography fz="sm" dangerouslySetInnerHTML={{ __html: html }} />;
}
