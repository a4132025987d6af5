from enum import StrEnum

class ScreenNodeKind(StrEnum):
    BACKBUTTON = "backButton"
    CELL = "cell"
    IMAGEVIEW = "imageView"
    LABEL = "label"
    NAVIGATIONBAR = "navigationBar"
    SEGMENT = "segment"
    SEGMENTEDCONTROL = "segmentedControl"
    STATUSBAR = "statusBar"
    TABLEVIEW = "tableView"
    TITLELABEL = "titleLabel"
    VIEW = "view"
    WINDOW = "window"

    def __str__(self) -> str:
        return str(self.value)
