/**
 * The check-in form's rules as conform applies them in the browser: the schema the action applies
 * (app/checkin/registration.ts), loaded late (app/utils/late-rules.ts) so that zod and conform's zod
 * adapter are not part of the page's first JavaScript.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { registrationSchema } from "~/checkin/registration";

export const checkRegistration = (formData: FormData, today: string) => parseWithZod(formData, { schema: registrationSchema({ today }) });
