import { useTranslations } from 'next-intl';
import type { Allergen } from '@/lib/api/allergen-codes';
import type { AllergenInfo } from '@/lib/domain/allergens';
import { allergenNames } from '@/lib/format/allergens';
import { telHref } from '@/lib/format/contact';

/**
 * What a dish or a cart line contains, its traces, and where the data stops « demandez-nous »
 * with the restaurant's phone: never "free of" what is not known (docs/adr/0039). With `avoided`,
 * what the diner avoids is named first.
 */
export function AllergenFacts({
  info,
  phone,
  avoided = [],
  testId,
}: {
  info: AllergenInfo;
  phone: string;
  avoided?: readonly Allergen[];
  testId?: string;
}) {
  const t = useTranslations('allergens');
  const { contains, mayContain, complete } = info;
  const hit = contains.filter((code) => avoided.includes(code));
  const traceHit = mayContain.filter((code) => avoided.includes(code));
  const list = (codes: readonly Allergen[]) => ({ list: allergenNames(codes) });
  return (
    <div className="space-y-0.5" data-testid={testId}>
      {hit.length > 0 && (
        <p className="font-semibold text-brand-dark">⚠ {t('avoided', list(hit))}</p>
      )}
      {traceHit.length > 0 && (
        <p className="font-semibold text-brand-dark">⚠ {t('avoidedTraces', list(traceHit))}</p>
      )}
      {complete ? (
        <p>{contains.length > 0 ? t('contains', list(contains)) : t('containsNone')}</p>
      ) : (
        <>
          {contains.length > 0 && <p>{t('knownSoFar', list(contains))}</p>}
          <AskUs phone={phone} />
        </>
      )}
      {mayContain.length > 0 && <p>{t('mayContain', list(mayContain))}</p>}
    </div>
  );
}

/** « Informations allergènes : demandez-nous au 04 … », the number a link to call. */
function AskUs({ phone }: { phone: string }) {
  const t = useTranslations('allergens');
  const number = phone.trim();
  if (!number) return <p data-testid="allergens-unknown">{t('unknown')}</p>;
  return (
    <p data-testid="allergens-unknown">
      {t.rich('unknownPhone', {
        phone: number,
        tel: (text) => (
          <a href={telHref(number)} className="whitespace-nowrap underline">
            {text}
          </a>
        ),
      })}
    </p>
  );
}
