import { siteConfig } from '@/lib/config/site';
import { usableTagManagerId } from '@/lib/config/tag-manager';
import { TagManagerGate } from './tag-manager-gate';

/**
 * The tag-manager block (docs/product.md#site-configuration): present, disabled in the site
 * configuration. Enabled, its id is checked (lib/config/tag-manager.ts, SPEC §5): a malformed id
 * loads nothing and says why with a suggestion; a valid one is loaded by the browser once the
 * diner's consent is true (TagManagerLoader, fetched once the page is idle: TagManagerGate).
 * Disabled, nothing is rendered and nothing loads (the gate's few bytes still travel in the
 * layout's script).
 */
export function TagManager({
  config = siteConfig.tagManager,
}: {
  config?: { enabled: boolean; id: string };
}) {
  const id = config.enabled ? usableTagManagerId(config.id) : null;
  return id ? <TagManagerGate id={id} /> : null;
}
