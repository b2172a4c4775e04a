import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
} from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

type LexicalState = Parameters<typeof convertLexicalToMarkdown>[0]['data']

let editorConfig: ReturnType<typeof editorConfigFactory.default> | undefined

// Built once per process: sanitizing the editor config is not cheap.
const getEditorConfig = (config: SanitizedConfig) =>
  (editorConfig ??= editorConfigFactory.default({ config }))

// The API and the public line renderer use the spec's newline-separated text, which is Markdown.
export const lexicalToContent = async (
  config: SanitizedConfig,
  state: unknown,
): Promise<string> => {
  if (!state || typeof state !== 'object') return ''
  return convertLexicalToMarkdown({
    data: state as LexicalState,
    editorConfig: await getEditorConfig(config),
  })
}

export const contentToLexical = async (config: SanitizedConfig, markdown: string) =>
  convertMarkdownToLexical({ markdown, editorConfig: await getEditorConfig(config) })
