// Markup written as text, for the pages the server sends and the build renders without React.

/** Text for element content or an attribute value: nothing in it can close the tag it is in. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export type Attributes = Record<string, string | number | boolean | undefined>;

/** One element; `content` is markup already escaped. Attributes that are false or undefined are left out. */
export function tag(name: string, attributes: Attributes, content = '') {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([key, value]) => (value === true ? ` ${key}=""` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('');
  return `<${name}${written}>${content}</${name}>`;
}
