import { jsonLdText } from '@/lib/seo/structured-data';

/**
 * A JSON-LD block for search engines. A data block, not a script: the browser never runs it, so
 * the security policy has nothing to allow and the server hashes nothing for it (ADR 21).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
