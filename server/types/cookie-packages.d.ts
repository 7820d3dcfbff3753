// The two packages ship no type declarations; these cover what server/auth/session-cookie.ts uses.
declare module "cookie" {
  const cookie: {
    /** The header's cookies by name (the first of a repeated name), values URL-decoded where they decode. */
    parse(header: string): Record<string, string | undefined>;
  };
  export = cookie;
}

declare module "cookie-signature" {
  const signature: {
    sign(value: string, secret: string): string;
    /** The value if `signed` is `value.signature` under `secret` (compared in constant time), else false. */
    unsign(signed: string, secret: string): string | false;
  };
  export = signature;
}
