// What other features may use of the articles feature: the excerpt and read-time rule, and which
// article visitors may read.
export { excerptOf, readTimeOf } from './article-text';
export { isPublishedArticle } from './articles.repo';
