const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text a person typed (a name, a product), made safe to put in HTML or SVG, inside an element or an attribute: the
 * e-mails' HTML parts and the printers' job images both write it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
