/** "Now" for the rules that depend on the pousada's day (front desk, dashboard, booking limits); tests fix it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
