import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("trusts only the named proxies for the client address", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY="true": must name the trusted proxies/);
  });

  it("refuses, with its message, a TRUST_PROXY that would trust every hop or that Express cannot read", () => {
    for (const everyone of ["999", "0.0.0.0/0", "::/0", "loopback, 0.0.0.0/1, 128.0.0.0/1"]) {
      expect(() => parseEnv({ TRUST_PROXY: everyone })).toThrow(EnvError);
    }
    expect(() => parseEnv({ TRUST_PROXY: "999" })).toThrow(/TRUST_PROXY="999": must be between 0 and 5/);
    expect(() => parseEnv({ TRUST_PROXY: "0.0.0.0/1, 128.0.0.0/1" })).toThrow(/TRUST_PROXY="0.0.0.0\/1, 128.0.0.0\/1": trusts every address/);
    for (const unreadable of ["TRUE", "*", "10.0.0.0/33", "proxy.example"]) {
      expect(() => parseEnv({ TRUST_PROXY: unreadable })).toThrow(new RegExp(`TRUST_PROXY="${unreadable.replace(/[.*]/g, "\\$&")}": must be a hop count`));
    }
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "203.0.113.7, 2001:db8::/32, uniquelocal" }).TRUST_PROXY).toBe("203.0.113.7, 2001:db8::/32, uniquelocal");
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("names the variable and the value it refuses", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT="70000": must be between 1 and 65535/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL="mysql:\/\/x": must be a postgres/);
  });

  it("says which range a number is out of, and calls only text that is no number not a number", () => {
    expect(() => parseEnv({ MAX_CONNECTIONS: "8" })).toThrow(/MAX_CONNECTIONS="8": must be at least 16/);
    expect(() => parseEnv({ MAX_CONNECTIONS: "100.5" })).toThrow(/MAX_CONNECTIONS="100.5": must be a whole number/);
    expect(() => parseEnv({ HEADERS_TIMEOUT_SECONDS: "500" })).toThrow(/HEADERS_TIMEOUT_SECONDS="500": must be between 1 and 300/);
    expect(() => parseEnv({ REQUEST_TIMEOUT_SECONDS: "0" })).toThrow(/REQUEST_TIMEOUT_SECONDS="0": must be between 1 and 3600/);
    expect(() => parseEnv({ CONTACT_MIN_FILL_SECONDS: "90" })).toThrow(/CONTACT_MIN_FILL_SECONDS="90": must be between 0 and 60/);
    expect(() => parseEnv({ CONTACT_RATE_LIMIT_MAX: "0" })).toThrow(/CONTACT_RATE_LIMIT_MAX="0": must be at least 1/);
    expect(() => parseEnv({ CONTACT_RATE_LIMIT_WINDOW_SECONDS: "ten" })).toThrow(/CONTACT_RATE_LIMIT_WINDOW_SECONDS="ten": must be a number/);
    expect(() => parseEnv({ PORT: "0" })).toThrow(/PORT="0": must be between 1 and 65535/);
  });

  it("accepts analytics IDs and a country header, refusing malformed ones", () => {
    const env = parseEnv({ GA4_MEASUREMENT_ID: "G-ABC123", GEO_COUNTRY_HEADER: "X-Country-Code", GEO_SERVICE_URL: "https://geo.example.com/json/{ip}" });
    expect(env.GA4_MEASUREMENT_ID).toBe("G-ABC123");
    expect(env.GEO_COUNTRY_HEADER).toBe("x-country-code");
    expect(() => parseEnv({ GA4_MEASUREMENT_ID: "UA-1234-1" })).toThrow(/GA4_MEASUREMENT_ID="UA-1234-1": must look like G-/);
    expect(() => parseEnv({ GTM_CONTAINER_ID: "G-ABC" })).toThrow(/GTM_CONTAINER_ID/);
    expect(() => parseEnv({ GEO_SERVICE_URL: "ftp://geo" })).toThrow(/GEO_SERVICE_URL/);
  });

  it("reads the contact form's settings and refuses a half-configured e-mail channel", () => {
    const env = parseEnv({ CONTACT_RATE_LIMIT_MAX: "25", CONTACT_MIN_FILL_SECONDS: "1.5" });
    expect(env).toMatchObject({ CONTACT_RATE_LIMIT_MAX: 25, CONTACT_RATE_LIMIT_WINDOW_SECONDS: 600, CONTACT_MIN_FILL_SECONDS: 1.5 });
    expect(env.FORM_SECRET).toBeUndefined();
    expect(() => parseEnv({ FORM_SECRET: "short" })).toThrow(/FORM_SECRET="short": must be at least 32 characters/);
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(/SMTP_URL, NOTIFY_EMAIL_FROM and NOTIFY_EMAIL_TO must be set together/);
    expect(() => parseEnv({ NOTIFY_WEBHOOK_URL: "ftp://x" })).toThrow(/NOTIFY_WEBHOOK_URL="ftp:\/\/x": must be an http/);
  });
});
