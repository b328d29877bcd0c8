/**
 * Text from a scenario file made safe to print on a terminal: control characters (ESC, CSI, BEL,
 * carriage return, ...) are shown as `\x1b`-style escapes instead of reaching the terminal, where a
 * hostile title could move the cursor, rewrite earlier lines or set the window title. Line feeds and
 * tabs are kept.
 */
export function visible(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => {
    const code = c.charCodeAt(0);
    return `\\x${code.toString(16).padStart(2, '0')}`;
  });
}
