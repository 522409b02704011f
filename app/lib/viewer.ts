import { createContext } from "react-router";

/** The signed-in user as pages see them; null for visitors. */
export type Viewer = {
  id: number;
  displayName: string;
  email: string;
  roles: string[];
  /** A guest account, which may still sign in or register to keep its follows. */
  guest?: boolean;
};

export const viewerContext = createContext<Viewer | null>(null);
