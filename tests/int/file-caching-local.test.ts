import { fileCachingSuite } from './shared/file-caching-suite'

fileCachingSuite('local')
