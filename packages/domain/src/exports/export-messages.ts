import type { Language } from '../i18n/languages.js';

/** 42900 of the export call when the caller's organisation already has `limit` exports waiting. */
export function exportBacklogMessage(limit: number, language: Language): string {
  return {
    en: `Your organisation already has ${limit} exports waiting; please try again when one has finished`,
    zh: `贵公司已有 ${limit} 个导出任务在排队，请待其中一个完成后再试`,
    jp: `貴社には処理待ちのエクスポートが既に ${limit} 件あります。いずれかが完了してから再度お試しください`,
  }[language];
}

/** 42900 of creating or copying a sixth template (platform.md §8 "template limit exceeded", §9). */
export function templateLimitMessage(limit: number, language: Language): string {
  return {
    en: `Template limit exceeded: at most ${limit} export templates`,
    zh: `模板数量超限：最多 ${limit} 个导出模板`,
    jp: `テンプレートの上限を超えました：エクスポートテンプレートは最大 ${limit} 件です`,
  }[language];
}

/** The read-only default template's name (platform.md §4), in the caller's language. */
export function defaultTemplateName(language: Language): string {
  return { en: 'Default template', zh: '默认模板', jp: 'デフォルトテンプレート' }[language];
}

/** A copied template's name: the original's with a "copy" mark, cut to the 50 characters names take. */
export function copiedTemplateName(name: string, language: Language): string {
  const mark = { en: ' (copy)', zh: '（副本）', jp: '（コピー）' }[language];
  return `${name.slice(0, 50 - mark.length)}${mark}`;
}
