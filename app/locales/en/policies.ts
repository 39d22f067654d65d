import type { Messages } from "../messages";

/** Texts of the policy pages, the support page and the analytics consent. */
const en = {
  policies: {
    /** Our own name of each policy, for a hotel that gave it no title in this language. */
    titles: {
      terms: "Terms and conditions",
      policies: "Hotel policy",
      order: "Payment and ordering",
      cancel: "Cancellation policy",
      gdpr: "Privacy policy",
    },
    support: {
      title: "Support",
      intro: "Need help with a booking or with this site? Our team is glad to help.",
      contactHeading: "Contact us",
      email: "E-mail",
      phone: "Phone",
      messaging: "You can also call or message us on {{phone}} (WhatsApp, Viber).",
      screenShareHeading: "Share your screen",
      screenShareText: "If something on the site does not work as expected, we can look at it together: open a video call and share your screen with our team.",
      screenShareLink: "Start a screen-sharing call",
      newTab: "(opens in a new tab)",
      documentsHeading: "Terms and privacy",
      noContacts: "Contact details are not available at the moment.",
    },
  },
  analytics: {
    label: "Analytics consent",
    text: "We would like to use analytics (Google Analytics, Facebook Pixel) to understand how guests use this site. Nothing is loaded unless you accept.",
    privacy: "Privacy policy",
    accept: "Accept",
    decline: "Decline",
  },
};

export default en;
export type PoliciesTexts = Messages<typeof en>;
