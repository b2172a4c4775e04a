import { videoStorageSuite } from './shared/video-storage-suite'

videoStorageSuite('local')
