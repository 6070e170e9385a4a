import { siteConfig } from '@/lib/config/site';
import { usableTagManagerId } from '@/lib/config/tag-manager';
import { TagManagerLoader } from './tag-manager-loader';

/**
 * The tag-manager block (docs/product.md#site-configuration): present, disabled in the site
 * configuration. Enabled, its id is checked (lib/config/tag-manager.ts, SPEC §5): a malformed id
 * loads nothing and says why with a suggestion; a valid one is loaded by the browser once the
 * diner's consent is true (TagManagerLoader). Disabled, nothing is rendered and nothing loads
 * (the loader's few hundred bytes still travel in the layout's script).
 */
export function TagManager({
  config = siteConfig.tagManager,
}: {
  config?: { enabled: boolean; id: string };
}) {
  const id = config.enabled ? usableTagManagerId(config.id) : null;
  return id ? <TagManagerLoader id={id} /> : null;
}
