/**
 * Whether this Node is one package.json's `engines.node` declares: the versions CI runs the suite
 * under (docs/adr/0031). Reads the `^a.b.c || ^d.e.f` form only, and refuses any other.
 */

const parse = (version: string) => version.replace(/^v/, '').split('.').map(Number);

/** `^22.14.0`: the same major, this version or a later one. */
function caret(version: number[], floor: number[]): boolean {
  if (version[0] !== floor[0]) return false;
  for (let i = 1; i < 3; i += 1) {
    if (version[i] !== floor[i]) return version[i] > floor[i];
  }
  return true;
}

export function satisfies(version: string, range: string): boolean {
  const current = parse(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(alternative);
    if (!match)
      throw new Error(`engines.node : « ${alternative.trim()} » n'est pas de la forme ^a.b.c`);
    return caret(current, match.slice(1).map(Number));
  });
}

/** The warning `npm test` prints under another Node, or undefined under a declared one. */
export function nodeWarning(version: string, range: string): string | undefined {
  if (satisfies(version, range)) return undefined;
  return [
    `Node ${version} : hors des versions déclarées (package.json, engines : ${range}).`,
    'La CI ne l’y éprouve pas, et une version sortie de maintenance n’a plus de correctifs.',
  ].join('\n');
}
