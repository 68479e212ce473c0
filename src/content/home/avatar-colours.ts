/**
 * The avatar colours a quoted client can have: the classes are written out here, where Tailwind sees
 * them, and the content (src/content/home/people.yaml) names the colour.
 */
export const avatarColours = { sky: "bg-sky-700", emerald: "bg-emerald-700", violet: "bg-violet-700", rose: "bg-rose-700" } as const;

export type AvatarColour = keyof typeof avatarColours;
