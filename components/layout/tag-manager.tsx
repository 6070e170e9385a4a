import Script from 'next/script';
import { siteConfig } from '@/lib/config/site';
import { validateTagManagerId } from '@/lib/config/tag-manager';

/**
 * The tag-manager block (docs/product.md#site-configuration): present, disabled in the site
 * configuration. When a restaurant enables it, the id is checked (lib/config/tag-manager.ts) and
 * the script loads after the page.
 */
export function TagManager({
  config = siteConfig.tagManager,
}: {
  config?: { enabled: boolean; id: string };
}) {
  if (!config.enabled) return null;
  const id = validateTagManagerId(config.id);
  return (
    <Script id="tag-manager" strategy="afterInteractive">
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':Date.now(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`}
    </Script>
  );
}
