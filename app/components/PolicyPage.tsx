import { useRouteError } from "@remix-run/react";
import { ErrorPage } from "./ErrorPage";
import { HotelLanguageNote } from "./HotelText";

/**
 * One policy of the hotel (terms, house rules, payment, cancellation, privacy): its title and its
 * text, paragraph by paragraph, always as text. `lang`: the text's language when the hotel did not
 * write it in the page's (docs/decisions/025); the page then says so in the guest's language, since
 * the booking form asks the guest to accept what they may not read (issue 38, item 2).
 */
export function PolicyPage({ kind, title, paragraphs, lang = null }: { kind: string; title: string; paragraphs: string[]; lang?: string | null }) {
  return (
    <main id="main" className="policy-page" data-policy={kind} style={PAGE_STYLE}>
      <h1>{title}</h1>
      <HotelLanguageNote lang={lang} className="policy-page__language" style={NOTE_STYLE} />
      <div className="policy-page__text" style={TEXT_STYLE} lang={lang ?? undefined}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </main>
  );
}

/** A policy that is switched off (or an unknown hotel) shows the not-found page inside the site. */
export function PolicyErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

// Inline so the pages need no stylesheet of their own; the site's CSS may refine `.policy-page`.
const PAGE_STYLE = { maxWidth: "46rem", margin: "0 auto", padding: "2rem 1.25rem 3rem" } as const;
const TEXT_STYLE = { lineHeight: 1.6, overflowWrap: "anywhere" } as const;
const NOTE_STYLE = { borderLeft: "4px solid #8a5a00", background: "#fff8e6", padding: "0.5rem 0.75rem" } as const;
