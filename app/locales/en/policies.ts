import type { Messages } from "../messages";

/** Texts of the policy pages, the support page and the analytics consent. */
const en = {
  policies: {
    support: "Support",
  },
};

export default en;
export type PoliciesTexts = Messages<typeof en>;
