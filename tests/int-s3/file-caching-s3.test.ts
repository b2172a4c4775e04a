import { fileCachingSuite } from '../int/shared/file-caching-suite'

fileCachingSuite('s3')
