/**
 * One legal document (privacy, cookies, terms) as messages describe it, rendered as plain
 * semantic HTML: a date, a table of contents, then one h2 per section with its paragraphs and
 * list. The page h1 comes from PageFrame. Pure: the messages and the values come as props.
 */
import {
  interpolate,
  isRawText,
  listOf,
  type InterpolationValues,
  type RawList,
  type RawText,
} from './interpolate';

/** A list entry: plain text, or a term in bold followed by its explanation. */
type LegalListItem = RawText | { term: RawText; text: RawText };

type LegalSection = {
  heading: RawText;
  /** Paragraphs before the list. */
  paragraphs?: RawList<RawText>;
  list?: RawList<LegalListItem>;
  /** Paragraphs after the list. */
  after?: RawList<RawText>;
};

/** A document as `t.raw` reads it (texts and lists in either shape, see interpolate.tsx). */
export type LegalDocumentContent = {
  title: string;
  intro: RawText;
  /** "Dernière mise à jour : …" */
  updated: RawText;
  sections: RawList<LegalSection>;
};

export const LEGAL_DOCUMENTS = ['privacy', 'cookies', 'terms'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** Every template string of a document, for checks that its placeholders all have a value. */
export function documentTemplates(content: LegalDocumentContent): RawText[] {
  return [
    content.intro,
    content.updated,
    ...listOf(content.sections).flatMap((s) => [
      s.heading,
      ...listOf(s.paragraphs),
      ...listOf(s.list).flatMap((item) => (isRawText(item) ? [item] : [item.term, item.text])),
      ...listOf(s.after),
    ]),
  ];
}

export function LegalDocument({
  id,
  content,
  values,
  tocLabel,
}: {
  /** Prefix of the section anchors: `${id}-1`, `${id}-2`… */
  id: LegalDocumentId;
  content: LegalDocumentContent;
  values: InterpolationValues;
  /** Accessible name and heading of the table of contents ("Sommaire"). */
  tocLabel: string;
}) {
  const anchor = (i: number) => `${id}-${i + 1}`;
  const sections = listOf(content.sections);
  return (
    <div className="prose-legal break-words">
      <p className="text-sm text-neutral-500">{interpolate(content.updated, values)}</p>
      {sections.length > 2 && (
        <nav aria-labelledby={`${id}-toc`} className="mt-6 rounded-xl bg-cream p-5">
          <p id={`${id}-toc`} className="mb-2! font-bold text-ink!">
            {tocLabel}
          </p>
          {/* Each link at least 24 px high, 8 px apart (WCAG 2.2 target size, 2.5.8). */}
          <ol className="list-decimal pl-6 text-sm">
            {sections.map((section, i) => (
              <li key={anchor(i)} className="mb-2! last:mb-0!">
                <a href={`#${anchor(i)}`} className="inline-block min-h-6 py-0.5">
                  {interpolate(section.heading, values)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section, i) => (
        <section key={anchor(i)} aria-labelledby={anchor(i)}>
          <h2 id={anchor(i)} className="scroll-mt-24">
            {interpolate(section.heading, values)}
          </h2>
          {listOf(section.paragraphs).map((p, j) => (
            <p key={j}>{interpolate(p, values)}</p>
          ))}
          {section.list && (
            <ul>
              {listOf(section.list).map((item, j) =>
                isRawText(item) ? (
                  <li key={j}>{interpolate(item, values)}</li>
                ) : (
                  <li key={j}>
                    <strong className="font-semibold text-ink">
                      {interpolate(item.term, values)}
                    </strong>
                    {'\u00a0: '}
                    {interpolate(item.text, values)}
                  </li>
                ),
              )}
            </ul>
          )}
          {listOf(section.after).map((p, j) => (
            <p key={j}>{interpolate(p, values)}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
