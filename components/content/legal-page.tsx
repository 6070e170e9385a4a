/** A legal page: the document's messages, filled with the restaurant's settings, in the page frame. */
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { getSettings } from '@/lib/data/restaurant';
import { interpolateText } from './interpolate';
import { LegalDocument, type LegalDocumentContent, type LegalDocumentId } from './legal-document';
import { legalValues, restaurantName, type LegalValueLabels } from './legal-values';

export async function LegalPage({ document }: { document: LegalDocumentId }) {
  const [t, settings] = await Promise.all([getTranslations('legal'), getSettings()]);
  const content = t.raw(document) as LegalDocumentContent;
  const values = legalValues(settings, t.raw('values') as LegalValueLabels);
  return (
    <PageFrame
      title={content.title}
      intro={interpolateText(content.intro, { name: restaurantName(settings.contacts) })}
    >
      <LegalDocument id={document} content={content} values={values} tocLabel={t('toc')} />
    </PageFrame>
  );
}
