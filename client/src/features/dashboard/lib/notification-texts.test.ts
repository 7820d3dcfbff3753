import { describe, expect, it } from "vitest";
import { arrivalsTomorrowText, checkoutsTodayText } from "./notification-texts";

describe("notification texts", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(checkoutsTodayText(1)).toBe("1 check-out hoje");
    expect(checkoutsTodayText(3)).toBe("3 check-outs hoje");
    expect(checkoutsTodayText(0)).toBe("0 check-outs hoje");
    expect(arrivalsTomorrowText(1)).toBe("1 reserva amanhã");
    expect(arrivalsTomorrowText(5)).toBe("5 reservas amanhã");
    expect(arrivalsTomorrowText(0)).toBe("0 reservas amanhã");
  });
});
