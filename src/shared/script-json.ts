// JSON to place inside an HTML script element: `<`, `>`, `&` and the JavaScript line separators are
// written as \u escapes, which JSON reads back unchanged, so no text can end the script or open a comment.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
