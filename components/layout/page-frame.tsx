import { readFileSync } from 'node:fs';
import path from 'node:path';

let bandUri: string | null = null;
/**
 * The title band's picture as a data URI (4 KB, made by `npm run assets`): it paints with the
 * HTML, so the band — the menu's largest early paint — never waits for a download. It is decoded
 * with the paint (`decoding="sync"`, cheap at this size): decoded apart, it shows a frame or more
 * after the text, and the page's LCP waits for the first scripts (ADR 10).
 */
function bandPicture(): string {
  bandUri ??= `data:image/webp;base64,${readFileSync(
    path.join(process.cwd(), 'public', 'images', 'page-band.webp'),
  ).toString('base64')}`;
  return bandUri;
}

/** The common frame of a content page: a title band and a readable column. */
export function PageFrame({
  title,
  intro,
  wide = false,
  band = false,
  children,
}: {
  /** A dim picture behind the title band. */
  band?: boolean;
  title: string;
  intro?: string;
  /** Wide pages (the menu) use the full grid width instead of a reading column. */
  wide?: boolean;
  children?: React.ReactNode;
}) {
  const width = wide ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <>
      <div className="relative overflow-hidden bg-ink text-white">
        {band && (
          // eslint-disable-next-line @next/next/no-img-element -- an inline data URI, nothing to optimise
          <img
            src={bandPicture()}
            alt=""
            decoding="sync"
            className="absolute inset-0 size-full object-cover object-bottom opacity-35"
          />
        )}
        <div className={`relative mx-auto ${width} px-4 py-10 sm:py-14`}>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
          {intro && <p className="mt-3 text-neutral-300">{intro}</p>}
        </div>
      </div>
      <div className={`mx-auto ${width} px-4 py-8`}>{children}</div>
    </>
  );
}
