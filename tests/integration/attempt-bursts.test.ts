/** Bursts against every attempt limit with the counts in this process's memory. */
import { BURST_LIMITS, describeAttemptBursts } from "./attempt-bursts";
import { useAppOnMock } from "./support";

const app = useAppOnMock(BURST_LIMITS);
describeAttemptBursts("memory", () => app.mock.url);
