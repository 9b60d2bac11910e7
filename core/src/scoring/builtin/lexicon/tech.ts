import { concept, type DomainDef } from "./types";

export const coding: DomainDef = {
  id: "coding",
  label: "the software project",
  related: { business: 0.2 },
  concepts: [
    concept(
      "build",
      "building the product",
      1,
      "crash|crashes|bug|bugs|bugfix|feature|features|screen|blocking|blocker|implement|refactor|api|backend|frontend|database|ui|ux|code|coding|commit|pull request|merge|release|ship|shipping|deploy|deployment|v1|v1.0|mvp|notification|notifications|onboarding|login|android|ios|app|apps|flutter|kotlin|swift|react|typescript|python|javascript",
    ),
    concept(
      "release",
      "release steps",
      0.95,
      "play console|developer account|app store connect|google play|play store|app store|store listing|screenshots|short description|store screenshots|privacy policy|terms of service|content rating|data safety|internal testing|testing track|beta|beta testers|testflight|closed testing|signing key|keystore|apk|aab|app bundle|release notes|version",
    ),
    concept(
      "quality",
      "testing and quality",
      0.7,
      "unit tests|qa|test device|devices|old android|api level|api levels|emulator|crash reports|crashlytics|ci|github actions|pipeline|automated build|lint",
    ),
    concept(
      "scope",
      "scope control",
      0.85,
      "cut scope|scope|move to v1.1|v1.1|later version|backlog|prioritise features|must-have|nice to have|roadmap",
    ),
    concept(
      "design",
      "design polish",
      0.5,
      "icon|app icon|logo|colour|color|theming|material|design|mockup|figma|font|translations|traducciones|localisation|localization|copy",
    ),
    concept(
      "learn",
      "developer know-how",
      0.4,
      "docs|documentation|tutorial|meetup|conference|course|stack overflow",
    ),
    concept(
      "creep",
      "scope creep",
      1,
      "rewrite the whole|rewrite everything|rewrite it in|from scratch|new framework|switch framework|one more feature|another feature|new app idea|side project",
      { hinder: true },
    ),
  ],
};
