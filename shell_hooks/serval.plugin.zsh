# serval.plugin.zsh: entry point for zsh plugin managers (oh-my-zsh, zinit, antigen, ...).
# It only sources serval.zsh from the same folder; see that file's header for the settings.
source "${${(%):-%x}:A:h}/serval.zsh"
