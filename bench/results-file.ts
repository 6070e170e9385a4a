/**
 * bench/RESULTS.md's sections: a run that measures one part (the cluster's faults, load, soak)
 * replaces its own section and keeps the others and the hand-written notes.
 */

/** `heading`'s section of `text` (up to the next `## ` heading), or null. */
export function sectionOf(text: string, heading: string): string | null {
  const at = text.indexOf(`${heading}\n`);
  if (at === -1) return null;
  const next = text.indexOf('\n## ', at + heading.length);
  return text.slice(at, next === -1 ? text.length : next + 1);
}

/** `text` with `heading`'s section replaced by `body`, or `body` added before `notesHeading`
 * (the hand-written notes), or at the end. */
export function withSection(
  text: string,
  heading: string,
  body: string,
  notesHeading: string,
): string {
  const old = sectionOf(text, heading);
  if (old) return text.replace(old, () => `${body.trimEnd()}\n\n`);
  const at = text.indexOf(notesHeading);
  if (at === -1) return `${text.trimEnd()}\n\n${body.trimEnd()}\n`;
  return `${text.slice(0, at)}${body.trimEnd()}\n\n${text.slice(at)}`;
}
