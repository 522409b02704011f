import type { LocalNames } from "../local-names.ts";

// The demo world's clubs are made up, but a Japanese or Arabic fan would read their league and
// club names in their own script: these show the site's local names on the demo site (/ja, /ar).

/** By the demo competition's key (clubs.ts, seed.ts). */
export const demoCompetitionNames: Record<string, LocalNames> = {
  "eng.1": {
    vi: { name: "Giải Ngoại hạng (demo)", shortName: "Giải Ngoại hạng" },
    ja: { name: "プレミア・ディビジョン（デモ）", shortName: "プレミア・ディビジョン" },
    ar: { name: "الدوري الممتاز (تجريبي)", shortName: "الدوري الممتاز" },
  },
  "esp.1": {
    ja: { name: "リーガ・プリメーラ（デモ）", shortName: "リーガ・プリメーラ" },
    ar: { name: "الدوري الإسباني الأول (تجريبي)", shortName: "الدوري الإسباني الأول" },
  },
  "jpn.1": {
    vi: { name: "Giải Nhật Bản (demo)", shortName: "Giải Nhật Bản" },
    ja: { name: "日本リーグ（デモ）", shortName: "日本リーグ" },
    ar: { name: "الدوري الياباني (تجريبي)", shortName: "الدوري الياباني" },
  },
  "kor.1": {
    ja: { name: "韓国プレミア（デモ）", shortName: "韓国プレミア" },
    ar: { name: "الدوري الكوري الممتاز (تجريبي)", shortName: "الدوري الكوري الممتاز" },
  },
  "eng.cup": {
    vi: { name: "Cúp Thử thách (demo)", shortName: "Cúp Thử thách" },
    ja: { name: "チャレンジカップ（デモ）", shortName: "チャレンジカップ" },
    ar: { name: "كأس التحدي (تجريبي)", shortName: "كأس التحدي" },
  },
};

/** By the demo club's English name. */
export const demoTeamNames: Record<string, LocalNames> = {
  "Calderbridge City": {
    ja: { name: "コルダーブリッジ・シティ", shortName: "コルダーブリッジ" },
    ar: { name: "كالدربريدج سيتي", shortName: "كالدربريدج" },
  },
  "Stanmoor Park": {
    ja: { name: "スタンムーア・パーク", shortName: "スタンムーア" },
    ar: { name: "ستانمور بارك", shortName: "ستانمور" },
  },
  "Hanazono Blossom": { ja: { name: "花園ブロッサム", shortName: "花園" } },
  "Kitamura Stallions": { ja: { name: "北村スタリオンズ", shortName: "北村" } },
  "Minato Mariners": { ja: { name: "湊マリナーズ", shortName: "湊" } },
  "Asahigawa Thunder": { ja: { name: "旭川サンダー", shortName: "旭川" } },
  "Sakuragi Reds": { ja: { name: "桜木レッズ", shortName: "桜木" } },
  "Haneul Tigers": { ja: { name: "ハヌル・タイガース", shortName: "ハヌル" } },
};
