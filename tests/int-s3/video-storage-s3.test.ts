import { videoStorageSuite } from '../int/shared/video-storage-suite'

videoStorageSuite('s3')
