import Image from 'next/image';

/** The common frame of a content page: a title band and a readable column. */
export function PageFrame({
  title,
  intro,
  wide = false,
  image,
  children,
}: {
  /** A picture behind the title band (the menu's: also its first large paint). */
  image?: string;
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
        {image && (
          <Image
            src={image}
            alt=""
            fill
            priority
            fetchPriority="high"
            unoptimized
            sizes="100vw"
            className="object-cover object-bottom opacity-35"
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
