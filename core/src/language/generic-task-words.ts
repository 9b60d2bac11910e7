/** Task verbs that say what to do, not what about: "book the MOT", "get quotes". */
export const GENERIC_TASK_WORDS = new Set(
  (
    "get got getting buy book make do go call ask sort take put check start find set order try use " +
    "need want plan new time day week weeks month year things thing stuff lot bit way maybe just " +
    "really still also every each next last first second today tomorrow tonight morning evening " +
    "night weekend min mins hour hours minutes daily weekly again more less much many few some " +
    "good better best well sure fine"
  ).split(" "),
);
