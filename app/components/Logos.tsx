/**
 * Small logos drawn inline (no image host, nothing fetched from the internet): social networks,
 * the card schemes, and the consumer-dispute badge of the organisation's country.
 */
import { DISPUTE_BODIES, type DisputeCountry } from "~/site/consumer-disputes";

const PATHS = {
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z",
  instagram:
    "M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 1 0 12 7.5zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17 5.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM16 2H8a6 6 0 0 0-6 6v8a6 6 0 0 0 6 6h8a6 6 0 0 0 6-6V8a6 6 0 0 0-6-6zm4 14a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4z",
  youtube:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z",
};

export function SocialIcon({ network }: { network: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}

export function CardLogos({ label }: { label: string }) {
  return (
    <p className="card-logos">
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label="Visa">
        <rect width="60" height="38" rx="5" fill="#1a1f71" />
        <text x="30" y="25" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontStyle="italic" fontSize="15" fill="#fff">
          VISA
        </text>
      </svg>
      <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label="Mastercard">
        <rect width="60" height="38" rx="5" fill="#222" />
        <circle cx="24" cy="19" r="10" fill="#eb001b" />
        <circle cx="36" cy="19" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    </p>
  );
}

/**
 * The consumer-dispute badge of the organisation's country (decision 055): its consumer-protection
 * body's alternative dispute resolution, named in the page's language, as text rather than a picture
 * of Romanian words. No badge of the EU's online dispute resolution platform, closed since 20 July 2025.
 */
export function ConsumerDisputeBadge({ country, adr, body, label }: { country: DisputeCountry | null; adr: string; body: string; label: string }) {
  if (!country) return null;
  const { abbreviation, href } = DISPUTE_BODIES[country];
  return (
    <ul className="consumer-logos" aria-label={label}>
      <li>
        <a className="dispute-badge" href={href} rel="noopener noreferrer" target="_blank">
          <strong className="dispute-badge__body">{abbreviation}</strong> <span>{adr}</span>
          <span className="visually-hidden"> ({body})</span>
        </a>
      </li>
    </ul>
  );
}
