import Passage
import PassageRender
