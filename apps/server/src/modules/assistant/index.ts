/**
 * The shopping assistant (issue 17, docs/api/assistant.md): POST /assistant/chat and GET
 * /assistant/chat-history, the built-in and LLM brains over one tool layer, analytics events and
 * the remote config. Other modules reach it only here; it reaches them only through `AssistantPorts`.
 */
export {
  type AssistantDeps,
  type AssistantService,
  type AssistantSettings,
  createAssistantService,
  DEFAULT_TEXTS,
} from './assistant.service.ts'
export { assistantRoutes } from './assistant.routes.ts'
export { type AssistantPorts, type Caller, chatbotCard, type SizeAdvice } from './assistant.tools.ts'
