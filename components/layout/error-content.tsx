import { IntentLink } from '@/components/ui/intent-link';

/** The one body of every error page (404 and others), with a link back home (or `homeHref`). */
export function ErrorContent({
  title,
  lines,
  homeLabel,
  homeHref = '/',
  action,
}: {
  title: string;
  lines: string[];
  homeLabel: string;
  homeHref?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-5xl font-extrabold text-brand">{title}</h1>
      {lines.map((line) => (
        <p key={line} className="mt-3 text-lg text-neutral-700">
          {line}
        </p>
      ))}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {action}
        <IntentLink
          href={homeHref}
          className="rounded-full bg-ink px-6 py-3 font-bold text-white hover:bg-black"
        >
          {homeLabel}
        </IntentLink>
      </div>
    </div>
  );
}
