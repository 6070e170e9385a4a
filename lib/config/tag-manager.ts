/**
 * Tag-manager ids look like GTM-XXXX or G-XXXX (docs/product.md#site-configuration): uppercase
 * letters and digits.
 */
const TAG_MANAGER_ID = /^(GTM|G)-[A-Z0-9]+$/;

/** Throws an error that suggests the likely intended id when `id` is malformed. */
export function validateTagManagerId(id: string): string {
  if (TAG_MANAGER_ID.test(id)) return id;
  const suggestion = id.trim().toUpperCase().replace(/\s+/g, '');
  const hint = TAG_MANAGER_ID.test(suggestion)
    ? `vouliez-vous dire « ${suggestion} » ?`
    : 'il doit ressembler à « GTM-ABC123 » ou « G-ABC123 ».';
  throw new Error(`Identifiant de gestionnaire de balises invalide « ${id} » : ${hint}`);
}

/** The id to load, or null when it is malformed: then a warning says why, with the suggestion. */
export function usableTagManagerId(id: string): string | null {
  try {
    return validateTagManagerId(id);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return null;
  }
}
