/**
 * The accessibility statement (/accessibility) in English. The page gets it as data from the server and
 * no page's JavaScript loads this module: a statement read by few guests adds nothing to every guest page.
 */
import type { CheckId, LimitId } from "~/site/accessibility";

export interface AccessibilityTexts {
  title: string;
  intro: (hotel: string) => string;
  standardHeading: string;
  standard: string;
  checksHeading: string;
  checks: Record<CheckId, string>;
  checksNote: string;
  limitsHeading: string;
  limits: Record<LimitId, string>;
  reportHeading: string;
  report: (hotel: string) => string;
  reviewed: (date: string) => string;
}

const en: AccessibilityTexts = {
  title: "Accessibility statement",
  intro: (hotel) =>
    `${hotel} wants every guest to be able to find, book and manage a stay on this site: with a keyboard, a screen reader, a phone, magnification or without JavaScript.`,
  standardHeading: "The standard we aim for",
  standard:
    "The Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which include WCAG 2.1 AA, the level EN 301 549 sets for the European Accessibility Act. We believe the site meets it, with the limits below.",
  checksHeading: "What is checked on every change to the site",
  checks: {
    axe: "Every public page, in Romanian and English, and the states of the booking (results, errors, a booked stay) are scanned with axe, the automated accessibility checker; a serious or critical finding stops the change.",
    keyboard: "A whole booking, from the search to the confirmation, is made with the keyboard alone.",
    targets: "Every link, button and field a guest taps is at least 24 × 24 CSS pixels on a 390-pixel-wide phone, or spaced as WCAG 2.2 allows.",
    html: "Every kind of page is valid HTML for the Nu HTML Checker, in English, Romanian, Spanish and Italian.",
    forms:
      "Every form works without JavaScript and, when something is missing, opens with a list of what to fix, in the order of the fields, each linked to its field.",
    widths: "Every page fits screens from 320 pixels wide without scrolling sideways.",
    hotelTexts:
      "Where the offers, the chosen offer with its form, the rooms page or the home show a text the hotel wrote only in another language, the page says so once, in the guest's language.",
  },
  checksNote: "Automated checks find many barriers but not all of them; people tell us the rest.",
  limitsHeading: "Known limits",
  limits: {
    hotelTexts:
      "The hotel writes its own descriptions, photo captions and policies; this site does not translate them. A text that exists only in another language is marked for screen readers everywhere, but the about page, the photo captions and the proforma do not say so in words.",
    cards: "Card payments are completed on the payment provider's page, which this site does not control.",
    payPal: "PayPal needs JavaScript; without it, choose another payment method (a bank transfer, or paying at the hotel, where the hotel offers them).",
    calendar: "The calendar that helps pick dates needs JavaScript; without it, the date fields of the browser are used.",
  },
  reportHeading: "Report a barrier",
  report: (hotel) =>
    `If something on this site stops you, tell ${hotel}: say which page and what happened. Meanwhile the hotel takes your booking by e-mail or phone.`,
  reviewed: (date) => `This statement was last reviewed on ${date}. The checks above run on every change to the site.`,
};

export default en;
