// What other features may use of the articles feature: the excerpt and read-time rule.
export { excerptOf, readTimeOf } from './article-text';
