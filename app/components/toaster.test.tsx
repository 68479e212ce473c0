// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast, Toaster } from "./toaster";

afterEach(cleanup);

describe("Toaster", () => {
  it("renders nothing until the first toast, then shows it and the ones after it", async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe("");

    // Asked for before the toast library and the Toaster have loaded: the toast must not be lost.
    act(() => void toast.success("Email copied!", { description: "hello@example.com" }));
    expect(await screen.findByText("Email copied!")).toBeTruthy();
    expect(screen.getByText("hello@example.com")).toBeTruthy();

    act(() => void toast.error("Error sending message. Please try again."));
    expect(await screen.findByText("Error sending message. Please try again.")).toBeTruthy();
  });
});
