/** motion's animation features, loaded after the first paint (LazyMotion in app/providers.tsx). */
export { domAnimation as default } from "motion/react";
