'use client'

import type { ComponentProps } from 'react'

import { TextAreaField } from '../ui/text-area-field'
import { TextField } from '../ui/text-field'

type TitleProps = Omit<ComponentProps<typeof TextField>, 'label' | 'required' | 'maxLength'>

type DescriptionProps = Omit<ComponentProps<typeof TextAreaField>, 'label' | 'maxLength'>

/** A video's title, as the forms adding, uploading and editing a video ask for it. */
export const VideoTitleField = (props: TitleProps) => (
  <TextField {...props} label="Title" required maxLength={200} />
)

/** A video's description, shown with it on the website; it may be left empty. */
export const VideoDescriptionField = (props: DescriptionProps) => (
  <TextAreaField {...props} label="Description" maxLength={2000} />
)
