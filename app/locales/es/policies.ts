import type { PoliciesTexts } from "../en/policies";

/** Texts of the policy pages, the support page and the analytics consent. */
const es: PoliciesTexts = {
  policies: {
    support: "Ayuda",
  },
};

export default es;

