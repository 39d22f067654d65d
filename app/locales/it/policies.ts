import type { PoliciesTexts } from "../en/policies";

/** Texts of the policy pages, the support page and the analytics consent. */
const it: PoliciesTexts = {
  policies: {
    support: "Assistenza",
  },
};

export default it;

