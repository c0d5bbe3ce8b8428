// OWASP's CSV-injection rule, in one place: which text a spreadsheet could run as a formula, how the writer
// neutralises it (a leading apostrophe) and how the reader gives the text back.

/**
 * A formula's first character (OWASP's `=` `+` `-` `@` tab and carriage return, and a line feed) at the start
 * of the cell or after a field separator a spreadsheet may split on (`,` `;` `|` tab), past any spaces or
 * quotes. The apostrophe counts as a quote so that text already starting with one is neutralised too, which
 * keeps reading back exact. Each character is looked at a bounded number of times: a megabyte stays fast.
 */
const FORMULA = /(?:^|[,;|\t])[ '"]*[=+\-@\t\r\n]/;

/** The text a spreadsheet shows as it is: prefixed with an apostrophe when it may run as a formula. */
export const neutraliseFormula = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** The text neutraliseFormula was given; any other text as it is. */
export const restoreFormula = (text: string) => (text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text);
